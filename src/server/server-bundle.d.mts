/** Types of server-bundle.mjs, which is plain JavaScript so that `npm start` can run it before any compiler. */
export declare const SERVER_DIST: string;
export declare function bundleServer(entry: string, outFile: string): Promise<string>;
