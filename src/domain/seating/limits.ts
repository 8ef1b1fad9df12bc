/** The seat charts' limits: the contract's schemas and the domain's `validateChart` both read them. */
export const SEATING_LIMITS = {
  chartName: 100,
  /** A section's, row's, table's or area's label, and a seat's label within its row or table. */
  label: 20,
  categoryName: 60,
  /** The category's key: a short stable id the ticket types' `seatsCategoryKeys` refer to. */
  categoryKey: 40,
  objectId: 40,
  categories: 50,
  objects: 5_000,
  seatsPerRow: 500,
  seatsPerTable: 40,
  /** bench/seating.ts draws 20,000; a stadium bowl stays within this. */
  seats: 50_000,
  areaCapacity: 100_000,
  text: 200,
  /** Canvas units (one seat is about 20 wide); coordinates stay within ±coordinate. */
  coordinate: 100_000,
} as const;
