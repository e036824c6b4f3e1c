// Strings of the leaderboard (/rank/index) and the red-packet activities (/redengine) in en-US:
// the same keys as zh-CN.ts.
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'title.rank.index': 'Leaderboard',
  'title.redengine': 'Red packets',
  'rank.window': 'Runs {start} to {end}',
  'rank.endedEarly': 'The campaign ended early on {date}; these are the final places.',
  'rank.scheduled': 'The campaign has not started; places appear here once it does.',
  'rank.ended': 'The campaign has ended; these are the final places.',
  'rank.top': 'Invitation leaderboard',
  'rank.how':
    'Ranked by friends who qualified within the campaign’s dates; equal counts share a place, and whoever got there first is listed first.',
  'rank.place': 'No. {rank}',
  'rank.tied': 'tied',
  'rank.count': '{count} qualified',
  'rank.you': 'you',
  'rank.empty': 'Nobody has a qualified friend yet: invite yours.',
  'rank.inviters':
    '{count, plural, one {# inviter} other {# inviters}} on the board; the first {shown} are shown.',
  'rank.me': 'My place',
  'rank.me.rank': 'No. {rank}, {count} qualified',
  'rank.me.none': 'None of your friends has qualified yet; you join the board when one does.',
  'rank.me.login': 'Log in to see your own place.',
  'rank.rules': 'Campaign rules',
  'rank.missing': 'There is no such leaderboard',
  'rank.missing.hint': 'The link may be wrong, or the campaign is not published yet.',
  'redengine.subtitle': 'Red-packet activities running now',
  'redengine.for': 'Activities for',
  'redengine.for.1': 'Shippers',
  'redengine.for.3': 'Drivers',
  'redengine.none': 'No red-packet activity is running now; come back in a few days.',
  'redengine.window': '{start} to {end}',
  'redengine.prizes': 'Prizes',
  'redengine.more': 'and {count} more',
  'redengine.kind.draw': 'Lucky draw',
  'redengine.kind.red_packet_rain': 'Red-packet rain',
  'redengine.kind.cut_price': 'Price cut',
  'redengine.kind.collect_words': 'Collect words',
  'redengine.join': 'Take part',
  'redengine.wins': 'My recent wins',
  'redengine.wins.none': 'No wins yet: try your luck in an activity.',
  'redengine.wins.login': 'Log in to see what you have won.',
};

export default enUS;
