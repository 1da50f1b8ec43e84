// Tables of reviews, review response templates, provider announcements and search support
// (the RPC-style family, issue 4). Add each table's interface here and to ReviewTables.

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ReviewTables {}
