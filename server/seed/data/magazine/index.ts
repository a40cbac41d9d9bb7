import type { CategoryContent } from './types';
import { venue } from './venue';
import { cost } from './cost';
import { dress } from './dress';
import { ring } from './ring';
import { kaoawase } from './kaoawase';
import { enshutsu } from './enshutsu';
import { schedule } from './schedule';
import { maedori } from './maedori';
import { honeymoon } from './honeymoon';
import { guests } from './guests';

export type { CategoryContent, SectionContent } from './types';
export { TAGS } from './tags';
export { WRITERS } from './writers';

/** The magazine's categories in display order. */
export const CATEGORIES: CategoryContent[] = [venue, cost, dress, ring, kaoawase, enshutsu, schedule, maedori, honeymoon, guests];

/** Title decorations: with the category's base titles they make every article's title distinct. */
export const TITLE_PREFIXES = ['', '【保存版】', '【先輩花嫁に聞いた】', '【プランナー監修】', '【初めてでも安心】'];
