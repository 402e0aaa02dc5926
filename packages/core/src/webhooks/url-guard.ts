import dns, { type LookupAddress } from "node:dns";
import type { LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";
import { AppError } from "../errors.js";

/** IPv4-compatible IPv6 (RFC 4291, deprecated): ipaddr.js calls `::7f00:1` unicast, yet it carries 127.0.0.1. */
const IPV4_COMPATIBLE = ipaddr.parseCIDR("::/96");

/**
 * Only global unicast addresses: loopback, private, link-local (cloud metadata at 169.254.169.254),
 * unique-local, carrier-grade NAT and reserved ranges are not the internet. IPv4-mapped addresses are
 * judged as the IPv4 address they carry; NAT64, 6to4 and Teredo are not unicast to ipaddr.js.
 */
function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === "unicast" && !(parsed.kind() === "ipv6" && parsed.match(IPV4_COMPATIBLE));
}

const refused = (message: string) => new AppError("validation_failed", message, [{ path: "url", message }]);

/**
 * A webhook URL must be https, carry no credentials and name port 443 (https's own: other ports of a
 * public host are other services) of a host whose every address is public, unless private URLs are
 * allowed (WEBHOOK_ALLOW_PRIVATE_URLS, which also allows http and any port).
 */
export async function assertDeliverableUrl(raw: string, allowPrivate: boolean): Promise<void> {
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (!url || (url.protocol !== "https:" && !(allowPrivate && url.protocol === "http:")))
    throw refused("The URL must be an https:// URL.");
  if (url.username || url.password) throw refused("The URL must not carry a user name or password.");
  if (allowPrivate) return;
  // The URL parser leaves the scheme's default port out: ":443" is "" here.
  if (url.port !== "") throw refused(`The URL must use https's port 443, not ${url.port}.`);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const addresses = ipaddr.isValid(host)
    ? [host]
    : await dns.promises.lookup(host, { all: true }).then(
        (found) => found.map(({ address }) => address),
        () => [],
      );
  if (addresses.length === 0) throw refused(`The host ${host} does not resolve.`);
  if (!addresses.every(isPublicAddress))
    throw refused(`The host ${host} resolves to a loopback, private, link-local or other non-public address.`);
}

/**
 * The lookup deliveries connect with: the addresses are checked when the connection is made, so a
 * name that resolves to a private address after registration (DNS may change) is still refused.
 */
export function publicOnlyLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, found: LookupAddress[]) => {
      if (error) return callback(error, "", 0);
      const refusedAddress = allowPrivate ? undefined : found.find(({ address }) => !isPublicAddress(address));
      if (refusedAddress) {
        return callback(
          Object.assign(new Error(`${hostname} resolves to the non-public address ${refusedAddress.address}`), {
            code: "EADDRNOTPUBLIC",
          }),
          "",
          0,
        );
      }
      if (options.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, found);
      callback(null, found[0]!.address, found[0]!.family);
    });
  };
}
