import { pesos, when } from '../../ui/page.tsx'

/** A table column of centavos shown in pesos, right-aligned. */
export const money = (header: string, key: string) => ({
  accessorKey: key,
  header,
  meta: { numeric: true },
  cell: (info: { getValue(): unknown }) => pesos(info.getValue() as number),
})
/** A table column of an instant, shown in Manila time. */
export const at = (header: string, key: string) => ({
  accessorKey: key,
  header,
  cell: (info: { getValue(): unknown }) => when(info.getValue() as string | null),
})
