/** How many ids one clip-state check takes (§7). Apart from the schemas so the store can use it without zod. */
export const BULK_IDS_MAX = 100;
