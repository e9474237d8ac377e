export declare const HEADLESS_SHELL: string;
export declare const BROWSER: string;
export declare const DEBIAN_PACKAGES: string[];
export declare function executable(path: string): boolean;
export declare function chromiumPath(env?: Record<string, string | undefined>, isExecutable?: (path: string) => boolean): string;
