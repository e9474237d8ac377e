import autocannon from "autocannon";
const B = "http://127.0.0.1:3251";
const r = await fetch(B + "/auth/login", { method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ intent: "password", userName: "sam@demo.events-platform.test", password: "DemoGuest#2026" }) });
const cookie = r.headers.getSetCookie().map(c => c.split(";")[0]).join("; ");
const res = await autocannon({ url: B + (process.argv[2] ?? "/events/rooftop-jazz-night"), connections: 10, duration: 10, headers: { cookie, "accept-encoding": "br, gzip" } });
console.log(res.requests.average, res.latency.p50, res.latency.p99, res.non2xx);
