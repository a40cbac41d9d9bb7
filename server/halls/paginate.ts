/** The paginated envelope of the contract. */
export function pageOf<T>(items: T[], total: number, page: number, perPage: number) {
  return { items, total, page, per_page: perPage, total_pages: Math.max(1, Math.ceil(total / perPage)) };
}

export const offsetOf = (page: number, perPage: number) => (page - 1) * perPage;
