import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@shared/router';
import { dehkhodaEntryQuery, getDehkhodaEntryBySerial } from '@shared/api-client';
import { entryPath } from '../../../lib/paths.ts';

/**
 * Finds an entry by its serial number and opens it. The entry it brings is
 * put in the cache, so the entry page shows at once without asking again.
 */
export function useSerialLookup() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (serialNumber: string) => getDehkhodaEntryBySerial(serialNumber),
    onSuccess: (response) => {
      const entry = response.data;
      queryClient.setQueryData(dehkhodaEntryQuery(entry.id).queryKey, response);
      void navigate(entryPath(entry));
    },
  });
}
