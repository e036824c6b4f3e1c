// Strings only the ad landing download pages (/adlaunch[/gl]/download/…) use, in zh-CN: apart from
// the download catalogue, which the landing page /customer/download loads with its first screen.
const zhCN = {
  'adlaunch.signedUp': '报名成功！客服将在1个工作日内与您联系。下载App后，用报名的手机号登录即可。',
};

export default zhCN;
