// Page views are counted per Japanese calendar day (lib/japanDate, shared with the browser).
export { addDays, japanToday } from '@/lib/japanDate';
