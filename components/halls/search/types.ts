export type { SearchConditions, SearchProps } from '../../../lib/halls/types';
