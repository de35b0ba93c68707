/** Moved to server/http/paging.ts (the one paging helper); kept so older imports still resolve. */
export * from '../http/paging.ts';
