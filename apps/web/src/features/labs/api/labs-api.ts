import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Envelope, MessageOnly } from '@pawrx/contracts/envelope';
import type { LabList, LabPanel, LabPanelBody } from '@pawrx/contracts/labs';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries/query-keys';

const labsPath = (petId: string) => `/api/pets/${encodeURIComponent(petId)}/labs`;

/** GET /api/pets/:petId/labs: panels newest first, each test's series, the interval sources. */
export const useLabs = (petId: string) =>
  useQuery({
    queryKey: queryKeys.petLabs(petId),
    queryFn: async () => (await api.get<Envelope<LabList>>(labsPath(petId))).data,
  });

export function useAddLabPanel(petId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LabPanelBody) => api.post<Envelope<LabPanel>>(labsPath(petId), body),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.petLabs(petId) }),
  });
}

export function useDeleteLabPanel(petId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<MessageOnly>(`${labsPath(petId)}/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.petLabs(petId) }),
  });
}
