import type { Generated } from 'kysely';

/** An auto-increment id. */
export type Id = Generated<number>;
/** A column with a default: optional on insert. */
export type D<T> = Generated<T>;
/** Integer cents. */
export type Cents = Generated<number>;
/** Unix seconds with a default of 0. */
export type Time = Generated<number>;
/** 0 or 1. */
export type Bool = Generated<0 | 1>;
/** JSON text: parse on read, stringify on write. */
export type JsonText = Generated<string>;
