/**
 * Objects that hold index-like keys (response codes: "200", "404") with their elements in a dictionary. V8 gives a
 * plain object's first such key a holey array sized from the index ("200": 317 slots, 2.5 KB; "404": 5 KB), so on a
 * generated 100 MB document the `responses` objects and their resolved copies held most of the heap. A far index
 * set and deleted first turns the object's elements into a dictionary (V8 converts past a gap of 1024), which stays
 * one for the few small keys added later. The object's keys, values and order are unchanged: only V8's storage.
 */
const FAR_INDEX = 1_000_000_000;

export function sparseElements<T extends object>(object: T): T {
  const o = object as Record<number, unknown>;
  o[FAR_INDEX] = undefined;
  delete o[FAR_INDEX];
  return object;
}

const INDEX_LIKE = /^(?:0|[1-9]\d*)$/;
const MAX_INDEX = 4294967294;
/** A key a plain object lists first, in numeric order, whatever its place in the text (an array index). */
export const isIndexLike = (key: string) => {
  const c = key.charCodeAt(0);
  return c >= 48 && c <= 57 && INDEX_LIKE.test(key) && Number(key) <= MAX_INDEX;
};
