/** start.mjs is plain JavaScript (`npm start` runs it before any compiler) and exports nothing. */
export {};
