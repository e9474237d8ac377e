import type { Config } from "@react-router/dev/config";

// React Router's defaults: server rendering, nothing of the product's configuration.
export default { ssr: true } satisfies Config;
