// Strings of the guides feature in en-US: the same keys as zh-CN.ts (the compiler and i18n tests check).
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'guide.next': 'What next',
  'guide.action.verify': 'Get verified',
  'guide.action.driverApp': 'Get the driver app',
  'guide.action.otherNumber': 'Log in with another number',
  'guide.action.signUp': 'Sign up now',
  'guide.action.zydApp': 'Get the ZYD app',
  'guide.action.novice': 'Read the beginner’s guide',
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
  'guide.driverTips.title': 'This number is registered as a driver',
  'guide.driverTips.intro':
    'One mobile number can have one role. The number you used is a driver account, so it cannot log in as a shipper.',
  'guide.driverTips.what': 'What you can do',
  'guide.driverTips.option1':
    'If you drive: get the driver app and log in with this number to find loads.',
  'guide.driverTips.option2':
    'If you want to ship goods: sign up as a shipper with another number.',
  'guide.driverTips.option3':
    'To change this account to a shipper account, contact us in the driver app under “Me – Customer service”.',
  'guide.hcb.title': 'Driver mutual help',
  'guide.hcb.intro': 'Trouble on the road? The platform and drivers nearby will help.',
  'guide.hcb.covers': 'What we help with',
  'guide.hcb.cover1': 'Breakdowns: we find repair shops and towing near you.',
  'guide.hcb.cover2':
    'Disputes over goods: customer service steps in with the shipper and protects your pay.',
  'guide.hcb.cover3': 'Road conditions: current conditions and restrictions ahead.',
  'guide.hcb.how': 'How to ask for help',
  'guide.hcb.how1':
    'Open the driver app, tap “Me – Customer service” and tell us where you are and what happened.',
  'guide.hcb.how2': 'In an emergency call 110, 120 or 122 first and get to safety.',
  'guide.douyin.title': 'Welcome, drivers from Douyin',
  'guide.douyin.intro': 'The good loads from the videos are all here.',
  'guide.douyin.why': 'Why drive with us',
  'guide.douyin.why1':
    'Plenty of loads: full and part loads across the country, updated every day.',
  'guide.douyin.why2': 'No empty return trips: return loads matched to your usual routes.',
  'guide.douyin.why3': 'Your pay is safe: every order is recorded from start to end.',
  'guide.special.title': 'Dedicated lines',
  'guide.special.intro':
    'Not enough for a whole truck? Dedicated lines combine loads, priced by weight or volume.',
  'guide.special.fits': 'Good for',
  'guide.special.fit1':
    'Part loads from a few hundred kilograms to a few tonnes to regular destinations.',
  'guide.special.fit2': 'Time-sensitive goods that need door-to-door pickup and delivery.',
  'guide.special.how': 'How to ship',
  'guide.special.how1': 'Get the ZYD app and choose the origin and destination cities.',
  'guide.special.how2': 'Enter the weight, volume and pickup time to see the line’s price.',
  'guide.special.how3':
    'After you book, the line picks the goods up and tells the receiver on arrival.',
  'guide.exception.title': 'Customer service is unavailable',
  'guide.exception.description':
    'Our customer service system has a problem. Please try again in a moment. We are sorry for the trouble.',
  'guide.exception.contact':
    'You can also leave a message in the app under “Me – Customer service”; we will reply soon.',
  'group.title': 'Join the drivers’ group',
  'group.intro':
    'Share road conditions, loads and tips with drivers of your city; our service team is in the group too.',
  'group.noCityGroup': 'Your city has no group of its own yet; join this one for now.',
  'group.qrAlt': 'QR code of {name}',
  'group.hint': 'Long-press the QR code to save it, or to scan it in WeChat and join.',
  'title.xcustomer.exception': 'Service unavailable',
  'title.specialroute': 'Dedicated routes',
  'title.customer.driverTips': 'Already registered as a driver',
  'title.driver.noviceGuide': "Beginner's guide",
  'title.driver.douyin': 'Douyin corner',
  'title.driver.joinWechatGroup': "Join the drivers' group",
  'title.driver.hcb': 'Driver mutual help',
};

export default enUS;
