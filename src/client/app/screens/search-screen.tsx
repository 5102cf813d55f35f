import { useNavigate, useSearchParams } from 'react-router';
import { t } from '../../../shared/i18n.ts';
import { isEventType, POST_TYPES, type PostType } from '../../../shared/schemas/posts.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { SearchEverywhere } from '../../features/search/components/search-everywhere.tsx';
import { useEventNavigation } from '../event-navigation.ts';
import { paths, type ScreenProps } from '../paths.ts';
import { useDocumentTitle } from '../route-focus.ts';

const typeOf = (value: string | null): PostType | null =>
  value !== null && (POST_TYPES as readonly string[]).includes(value) ? (value as PostType) : null;

/**
 * The header search's address, /search?q=&type= (decisions 075, 076): search everywhere, each result opened at its
 * own address in the app (an event's detail, or the post).
 */
export function SearchScreen({ search }: ScreenProps) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const events = useEventNavigation();
  const type = typeOf(params.get('type'));
  useDocumentTitle(search ? t('Search: {text}', { text: search }) : t('Search'));
  return (
    <>
      <PageHeader title={t('Search')} />
      <SearchEverywhere
        query={search}
        initialType={type}
        onTypeChange={(next) =>
          // The address follows the chosen type (a link to it opens the same results); the filter is not a step back.
          setParams(
            (current) => {
              const following = new URLSearchParams(current);
              if (next) following.set('type', next);
              else following.delete('type');
              return following;
            },
            { replace: true },
          )
        }
        onOpen={(post) => (isEventType(post.type) ? events.open(post._id) : void navigate(paths.post(post._id)))}
      />
    </>
  );
}
