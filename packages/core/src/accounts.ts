// Organizations, their API keys, members, invitations and credits: what the operator's CLI manages,
// as an entry of its own. The CLI loads afresh for every command, and the whole of core (engines,
// media, exports and their libraries) took 0.6 s of a 1 s call to load; this part loads in 0.2 s.
export * from "./config.js";
export * from "./errors.js";
export * from "./keys/api-key.js";
export * from "./keys/create-api-key.js";
export * from "./keys/list-api-keys.js";
export * from "./keys/revoke-api-key.js";
export * from "./keys/durations.js";
export * from "./orgs/create-organization.js";
export * from "./orgs/update-organization.js";
export * from "./users/create-user.js";
export * from "./credits/grant-credits.js";
export * from "./members/create-invitation.js";
export * from "./members/list-invitations.js";
export * from "./members/revoke-invitation.js";
