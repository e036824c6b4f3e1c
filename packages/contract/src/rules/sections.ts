// Text operators keep for people to read (travel policies, broadcasts, knowledge articles): stored
// as sections of a heading and paragraphs, never HTML, and written in the console as plain lines.
// A line starting with `#` begins a section under that heading, every other non-empty line is a
// paragraph. The console previews what `sectionsFromText` makes of the text before saving and the
// server stores that, so the two never disagree.

import * as z from 'zod';
import { PASTED_LINES_TEXT } from './text.ts';

/** What a page renders: 1-20 sections of a heading (may be empty) and 1-20 paragraphs. */
export const textSections = z
  .array(
    z.strictObject({
      heading: z.string().max(60),
      paragraphs: z.array(z.string().min(1).max(1000)).min(1).max(20),
    }),
  )
  .min(1)
  .max(20);
export type TextSections = z.output<typeof textSections>;

/**
 * An operator's text as sections: a line starting with `#` begins a section under that heading,
 * every other non-empty line is a paragraph (text before any heading goes under an empty one).
 */
export function sectionsFromText(text: string): { heading: string; paragraphs: string[] }[] {
  const out: { heading: string; paragraphs: string[] }[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('#')) {
      out.push({ heading: line.replace(/^#+\s*/, ''), paragraphs: [] });
    } else {
      if (out.length === 0) out.push({ heading: '', paragraphs: [] });
      out[out.length - 1]?.paragraphs.push(line);
    }
  }
  return out.filter((section) => section.paragraphs.length > 0);
}

/**
 * Sections as the text an operator edits, which `sectionsFromText` reads back to the same
 * sections (a section with an empty heading is written without its `#` line, and only the first
 * can have one).
 */
export function textFromSections(sections: readonly TextSections[number][]): string {
  return sections
    .map((section) =>
      [...(section.heading ? [`# ${section.heading}`] : []), ...section.paragraphs].join('\n'),
    )
    .join('\n\n');
}

/** What an operator writes: checked as `sectionsFromText` reads it. */
export const operatorSectionsText = z
  .string()
  .trim()
  .min(1)
  .max(10_000)
  .regex(PASTED_LINES_TEXT, 'text.characters')
  .refine((text) => textSections.safeParse(sectionsFromText(text)).success, 'invalid');
