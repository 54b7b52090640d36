export declare const SERVER_DIR: string;
export declare const BUILD_STAMP: string;
export declare function buildIsMissing(root: string): boolean;
export declare function buildIsStale(root: string): boolean;
