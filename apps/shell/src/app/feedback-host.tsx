import { useEffect } from 'react';
import { message } from 'antd';
import { AntdScope } from '../components/antd-scope';
import { bindMessageApi } from '../utils/feedback';

/**
 * antd's context-aware message API, handed to code outside React (utils/feedback). A chunk of its
 * own, mounted by the app on the first toast. Only the message hook: antd's <App> would bring the
 * modal and notification code along.
 */
export default function FeedbackHost() {
  return (
    <AntdScope>
      <MessageHolder />
    </AntdScope>
  );
}

function MessageHolder() {
  const [messageApi, holder] = message.useMessage();
  useEffect(() => {
    bindMessageApi(messageApi);
    return () => bindMessageApi(null);
  }, [messageApi]);
  return holder;
}
