export { reportedOrders, reportedOrdersOf, revenueSums, ticketSums, withNet } from './sales-ledger.ts';
