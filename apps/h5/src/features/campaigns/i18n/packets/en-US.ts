// Strings of the red packet pages (/redpacketrain/*) in en-US: the same keys as zh-CN.ts.
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'packets.start': 'Start opening red packets',
  'packets.gate': 'Log in to open red packets',
  'packets.intro': 'Each red packet you open is one try; what is inside is drawn by the platform.',
  'packets.packet': 'Red packet {n}',
  'packets.opened': 'Red packet {n}: {prize}',
  'packets.opening': 'Opening…',
  'packets.balance': 'See my balance',
  'packets.back': 'Back to the campaign',
  'packets.won': 'You got: {prizes}',
};

export default enUS;
