import { z } from 'zod';

// Every integer the API reads lands in a PostgreSQL integer (int4) column or is compared with
// one (server/db/schema.ts): one past its range is a 400 here instead of a 500 in the query.
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** A whole number an int4 column holds; narrow it further with `.min()` and `.max()`. */
export const ColumnInt = z.number().int().min(INT4_MIN).max(INT4_MAX);

/** The same, read from text: a query string, a path or a multipart field. */
export const ColumnIntFromText = z.coerce.number().int().min(INT4_MIN).max(INT4_MAX);
