import { BlockList, isIP } from 'node:net'

/** Parses OPS_ALLOWED_CIDRS ("10.0.0.0/8, 192.168.1.7/32, ::1/128") into a BlockList; null when unset. */
export function parseAllowedCidrs(value: string | undefined): BlockList | null {
  if (!value?.trim()) return null
  const list = new BlockList()
  for (const part of value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [address = '', bits] = part.split('/')
    const family = isIP(address)
    if (family === 0) throw new Error(`OPS_ALLOWED_CIDRS: ${part} is not an address or a CIDR range`)
    const type = family === 4 ? 'ipv4' : 'ipv6'
    const prefix = bits === undefined ? (family === 4 ? 32 : 128) : Number(bits)
    if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 4 ? 32 : 128))
      throw new Error(`OPS_ALLOWED_CIDRS: ${part} has a bad prefix length`)
    list.addSubnet(address, prefix, type)
  }
  return list
}

/** Whether an address may reach the console (an IPv4 address mapped into IPv6 counts as IPv4). */
export function addressAllowed(list: BlockList | null, ip: string): boolean {
  if (!list) return true
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1]
  const address = mapped ?? ip
  const family = isIP(address)
  if (family === 0) return false
  return list.check(address, family === 4 ? 'ipv4' : 'ipv6')
}
