import type { BuildOptions } from "esbuild";

export const webEntry: string;
export const threadEntry: string;
export const compressionThreadEntry: string;
export const stampThreadEntry: string;
export const apiAssetDir: string;
export const serverBuildOptions: BuildOptions;
