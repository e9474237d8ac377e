// The one list of the API's areas (docs/decisions/0016). Their schema files, resolvers,
// loaders and REST routes reach the platform from here and nowhere else.
import { accessArea } from "./access/index.js";
import { accountArea } from "./account/index.js";
import { clubsArea } from "./clubs/index.js";
import { eventsArea } from "./events/index.js";
import { hostingArea } from "./hosting/index.js";
import { piesArea } from "./pies/index.js";
import { rewardsArea } from "./rewards/index.js";

export const areas = [accessArea, accountArea, eventsArea, hostingArea, clubsArea, piesArea, rewardsArea] as const;
