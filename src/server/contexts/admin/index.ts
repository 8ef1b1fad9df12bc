// The console is a leaf: no other context uses it.
export {};
