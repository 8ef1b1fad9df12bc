export { arrivalCounter, type ArrivalCounter } from './arrivals.ts';
export { passSigner, queueSigningSecret, type PassSigner } from './passes.ts';
export { admissionFor, type Admission } from './standing.service.ts';
