// Tables of this domain are added by its issue.
export {};
