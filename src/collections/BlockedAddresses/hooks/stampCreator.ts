import type { CollectionBeforeChangeHook } from 'payload'

import { isStaffUser } from '@/access'

/** Who blocked the address: the staff account creating the row (never a value sent in the body). */
export const stampCreator: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  if (operation === 'create')
    return { ...data, createdBy: isStaffUser(req.user) ? req.user?.id : undefined }
  return { ...data, createdBy: originalDoc?.createdBy }
}
