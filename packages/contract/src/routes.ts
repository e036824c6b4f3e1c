// Where each endpoint lives (method, service, path), without its schemas: the H5 imports this and
// the endpoint types only, so zod stays out of the pages that merely call the server. The schemas
// in endpoints/ spread these entries, so the two cannot disagree.

export const routes = {
  getWechatGroup: {
    name: 'getWechatGroup',
    method: 'GET',
    service: 'oms-service',
    path: '/api/driver/wechatGroup',
  },
  getAgreement: {
    name: 'getAgreement',
    method: 'GET',
    service: 'oms-service',
    path: '/api/agreement/detail',
  },
  submitLead: {
    name: 'submitLead',
    method: 'POST',
    service: 'oms-service',
    path: '/api/recruit/lead/submit',
  },
  sendSmsCode: {
    name: 'sendSmsCode',
    method: 'POST',
    service: 'oms-service',
    path: '/api/auth/sms/send',
  },
  smsLogin: {
    name: 'smsLogin',
    method: 'POST',
    service: 'oms-service',
    path: '/api/auth/sms/login',
  },
  logout: { name: 'logout', method: 'POST', service: 'oms-service', path: '/api/auth/logout' },
  me: { name: 'me', method: 'GET', service: 'oms-service', path: '/api/auth/me' },
  checkIdCard: {
    name: 'checkIdCard',
    method: 'POST',
    service: 'driver-service',
    path: '/api/app/driver/checkIdCard',
  },
  checkTruckLegal: {
    name: 'checkTruckLegal',
    method: 'POST',
    service: 'driver-service',
    path: '/api/app/truck/checkLegal',
  },
  getAppCenter: {
    name: 'getAppCenter',
    method: 'POST',
    service: 'oms-service',
    path: '/api/upgrade/getAppCenter',
  },
  getDriverDetail: {
    name: 'getDriverDetail',
    method: 'POST',
    service: 'driver-service',
    path: '/api/app/driver/getDetail',
  },
  getQiniuToken: {
    name: 'getQiniuToken',
    method: 'GET',
    service: 'third-service',
    path: '/api/img/getQiniuToken',
  },
  getUserInfoByTokenAndType: {
    name: 'getUserInfoByTokenAndType',
    method: 'GET',
    service: 'oms-service',
    path: '/api/front/invite/getUserInfoByTokenAndType',
  },
  getWXConfig: {
    name: 'getWXConfig',
    method: 'POST',
    service: 'oms-service',
    path: '/api/conscribe/commen/getWXConfig',
  },
  updateDriverInfo: {
    name: 'updateDriverInfo',
    method: 'POST',
    service: 'driver-service',
    path: '/api/app/driver/updateDriverInfo',
  },
  voteSubmit: {
    name: 'voteSubmit',
    method: 'POST',
    service: 'vote-service',
    path: '/api/vote/driver/submit',
  },
  listSeckillCoupons: {
    name: 'listSeckillCoupons',
    method: 'GET',
    service: 'oms-service',
    path: '/api/seckill/coupon/list',
  },
  claimSeckillCoupon: {
    name: 'claimSeckillCoupon',
    method: 'POST',
    service: 'oms-service',
    path: '/api/seckill/coupon/claim',
  },
  wechatOauthExchange: {
    name: 'wechatOauthExchange',
    method: 'POST',
    service: 'oms-service',
    path: '/api/wechat/oauth/exchange',
  },
} as const;

export type RouteName = keyof typeof routes;
export type EndpointRoute = (typeof routes)[RouteName];
