import { useDeferredValue, useMemo, useState, type Key } from 'react';
import { Empty, Flex, Input, Tree } from 'antd';
import type { TreeProps } from 'antd';
import type { HostKit } from '../../../host-kit';
import {
  checkStateOf,
  filterMenu,
  toTreeData,
  toggleNode,
  type GrantTreeNode,
  type MenuIndex,
  type WholeGrantTree,
} from './grant-tree-data';

/** The tree's own height: antd renders only the rows in view (5,000 pages stay quick). */
const TREE_HEIGHT = 560;

/**
 * The grant checkboxes of a role: the tenant's menu (areas → groups → pages) as a checkable tree
 * with a search that narrows it. The tree data is made once per menu and search; a check only
 * recomputes which boxes show checked.
 */
export function GrantTree({
  kit,
  whole,
  index,
  checked,
  readOnly,
  onChange,
}: {
  kit: HostKit;
  /** The tenant's menu unfiltered (wholeGrantTree), made by the page once per menu. */
  whole: WholeGrantTree;
  index: MenuIndex;
  checked: ReadonlySet<string>;
  readOnly: boolean;
  onChange: (checked: Set<string>) => void;
}) {
  const t = (key: string) => kit.t(`org.people.roles.${key}`);
  const [searchText, setSearchText] = useState('');
  // Typing stays responsive: the narrowed tree follows a moment later.
  const search = useDeferredValue(searchText);
  const filtered = useMemo(
    () => (search.trim() ? filterMenu(whole.filtered.tree, search) : whole.filtered),
    [search, whole],
  );
  const treeData = useMemo(
    () => (filtered === whole.filtered ? whole.treeData : toTreeData(filtered.tree)),
    [filtered, whole],
  );
  const checkedKeys = useMemo(() => checkStateOf(index, checked), [index, checked]);
  // The branches open are those of the current search until the user opens or closes one.
  const [expanded, setExpanded] = useState<{ source: typeof filtered; keys: Key[] } | null>(null);
  const expandedKeys = expanded?.source === filtered ? expanded.keys : filtered.expandedKeys;

  const onCheck: TreeProps<GrantTreeNode>['onCheck'] = (_, info) => {
    onChange(toggleNode(index, checked, String(info.node.key), filtered.shown));
  };

  return (
    <Flex vertical gap={8}>
      <Input.Search
        allowClear
        aria-label={t('search')}
        placeholder={t('search')}
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
      />
      <div data-testid="role-grant-tree" style={{ minHeight: TREE_HEIGHT }}>
        {treeData.length === 0 ? (
          <Empty description={search ? t('noMatch') : t('noMenu')} />
        ) : (
          <Tree<GrantTreeNode>
            checkable
            checkStrictly
            selectable={false}
            disabled={readOnly}
            height={TREE_HEIGHT}
            treeData={treeData}
            checkedKeys={checkedKeys}
            expandedKeys={expandedKeys}
            onExpand={(keys) => setExpanded({ source: filtered, keys })}
            onCheck={onCheck}
            titleRender={(node) =>
              node.isLeaf && node.url ? (
                <span>
                  {node.title}{' '}
                  <span className="rc-secondary" style={{ fontSize: 12 }}>
                    {node.url}
                  </span>
                </span>
              ) : (
                node.title
              )
            }
          />
        )}
      </div>
    </Flex>
  );
}
