export declare const chromiumFlags: readonly string[];
