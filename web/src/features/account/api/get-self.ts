import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';

const GetSelfDocument = graphql(`
  query GetSelf {
    self {
      id
      email
      emailEnabled
      profile {
        id
        name
      }
      settings {
        unsubscribed
        notifyOnRemote
        language
      }
    }
  }
`);

export const getSelf = () => request(GetSelfDocument).then((data) => data.self);

export const getSelfQueryOptions = () => queryOptions({ queryKey: ['self'], queryFn: getSelf });

export const useSelf = () => useQuery(getSelfQueryOptions());
