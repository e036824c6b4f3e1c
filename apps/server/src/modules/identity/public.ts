// What other modules may use of the identity module (docs/decisions/047): the one file of it they
// import.

export { checkCode, codeRefusal, findOrCreateUser, limitLogins } from './code-login.ts';
export { CODE_TTL_SECONDS, codePepper } from './sms-codes.ts';
export { createSmsSender, mayStillArrive, type SmsSender } from './sms-sender.ts';
