export { giveTicketBenefitUseBack } from './benefit-uses.ts';
export { accountBuyer, type CheckoutDeps, type CompletionDeps } from './checkout-deps.ts';
export { completeOrder } from './completion.service.ts';
export { confirmOrder } from './confirm.service.ts';
export { linesOfTickets, moveSold, NotEnoughTickets, returnSold } from './inventory.service.ts';
export { giveTicketListCodeUseBack } from './list-code-uses.ts';
export { createOrder, lockOrder, orderForChange, stopOpenPayment } from './orders.service.ts';
export { typesUnlockedBy } from './selection.service.ts';
export { handleProviderEvent } from './payment-events.service.ts';
export { type PaymentSettlement, provideSettlements } from './settlements.ts';
export { transferOrigin } from './transfer-origin.ts';
export { broadcastIdsOf, provideBroadcastIds } from './broadcast-links.ts';
export {
  areasOfOrder,
  liveHoldOf,
  newSeatsHoldToken,
  releaseSeats,
  returnSoldSeat,
  seatsOfOrder,
  SeatsTaken,
  takeAreaPlaces,
  takeSeats,
  type SeatToHold,
} from './seat-holds.ts';
