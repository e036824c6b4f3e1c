// Strings of the truck owners' sign-up pages (choosetype, hascar, nocar) of the referral feature in en-US: the same keys as zh-CN.ts.
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'type.title': 'Do you have a truck of your own?',
  'type.has': 'I have a truck',
  'type.has.hint': 'Register it now and use it when you get verified',
  'type.no': 'I have no truck',
  'type.no.hint': 'Sign up now; once verified, drive for fleets and truck owners',
  'type.login': 'Have an account? Log in',
  'truck.title': 'Register your truck',
  'truck.hint': 'Your truck is saved to your verification details, so you need not enter it again.',
  'truck.plate': 'Plate number',
  'truck.load': 'Load (tonnes)',
  'truck.submit': 'Save the truck and accept',
  'truck.submitting': 'Saving…',
  'truck.error.plate': 'Enter the plate number',
  'truck.error.type': 'Choose the truck type',
  'truck.error.size': 'Enter a number above 0',
  'nocar.title': 'Join without a truck',
  'nocar.hint': 'Accept, then get verified as a driver to take jobs from fleets and truck owners.',
};

export default enUS;
