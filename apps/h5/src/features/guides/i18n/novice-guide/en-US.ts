// Strings of the new driver's guide in en-US: the same keys as zh-CN.ts (the compiler and i18n tests check).
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'guide.novice.title': 'Guide for new drivers',
  'guide.novice.intro': 'Three steps to your first load, and your pay on time.',
  'guide.novice.start': 'Before you start',
  'guide.novice.step1': 'Get the driver app and log in with your own mobile number.',
  'guide.novice.step2':
    'Get verified: add your ID card, driving licence and vehicle licence and your truck details; the review usually takes one working day.',
  'guide.novice.step3':
    'In “Me”, set the routes you usually drive and your truck type; matching loads are shown to you first.',
  'guide.novice.loads': 'Finding and taking loads',
  'guide.novice.step4':
    'In “Find loads”, filter by origin, destination and truck length; check the goods, weight and loading time.',
  'guide.novice.step5':
    'If the price is unclear, talk to the shipper in the app first and agree before you take the load.',
  'guide.novice.step6':
    'Arrive on time; after loading, take photos and upload them so both sides can check.',
  'guide.novice.step7':
    'On delivery, have the receiver sign the receipt and upload it; you are paid as the order says.',
  'guide.novice.safety': 'Stay safe',
  'guide.novice.safety1':
    'The platform never asks you to pay a deposit or transfer money first. Report anyone who does.',
  'guide.novice.safety2':
    'Follow the traffic rules, rest when you need to, never overload and never drive tired.',
};

export default enUS;
