import { isIPv6 } from 'node:net';

/** An IPv4 address in IPv6 form, as a dual-stack socket reports it: `::ffff:192.0.2.7`. */
const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The groups of one side of an IPv6 address's `::`; a dotted IPv4 tail counts as two. */
function groupsOf(part: string): string[] {
  if (part === '') return [];
  return part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
}

/**
 * The client a limit counts by. An IPv4 address is one client. An IPv6 host is handed a whole
 * /64 network (a household's, a server's) and may send each request from another of its
 * addresses, so it counts as its /64: per address, a script would never reach a limit. An IPv4
 * address written as IPv6 is that IPv4 address.
 */
export function clientNetwork(address: string): string {
  const mapped = IPV4_MAPPED.exec(address);
  if (mapped?.[1]) return mapped[1];
  const [plain = ''] = address.split('%');
  if (!isIPv6(plain)) return address;
  const [head = '', tail] = plain.toLowerCase().split('::');
  const first = groupsOf(head);
  const last = tail === undefined ? [] : groupsOf(tail);
  const zeros = Array<string>(8 - first.length - last.length).fill('0');
  const prefix = [...first, ...zeros, ...last]
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
