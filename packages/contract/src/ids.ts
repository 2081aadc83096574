import { z } from 'zod'

import { MAX_INTEGER_ID } from './constants.ts'

/** An id held in a PostgreSQL integer column (a game, an activity, a payment channel): 1 to MAX_INTEGER_ID. */
export const integerIdSchema = z.number().int().positive().max(MAX_INTEGER_ID)
