//! A visitor who finds a log this page cannot read as the table's, before any table: a
//! log of another version or of Loch Ness is told, a spoiled one is not.

use blockness_live::{LiveError, MqttSession};

use super::*;

/// A visitor who finds `payload` as the table's log on the broker, before any table: the
/// note the session shows.
fn note_for_log(payload: &[u8]) -> Option<Note> {
    let table = created(&LiveDraft::default());
    let id = id(&table);
    let mut broker = FakeBroker::default();
    let hostile = broker.attach();
    broker.take(
        hostile,
        &MqttSession::publish_retained_once(&topics::log(id), payload),
    );
    let mut visitor = guest(id, 3);
    let client = broker.attach();
    broker.connect(&mut visitor, client);
    broker.pump(&mut [(&mut visitor, client)]);
    assert!(visitor.table().is_none());
    visitor.note().cloned()
}

#[test]
fn a_log_of_an_older_version_or_of_another_game_is_told_when_there_is_no_table() {
    let table = created(&LiveDraft::default());
    let wire = String::from_utf8(table.table().unwrap().log().to_wire()).unwrap();
    assert!(wire.starts_with("{\"v\":3,"), "{wire}");
    // Tables of the first and the second version of the protocol are told as older ones.
    for old in ["{\"v\":1,", "{\"v\":2,"] {
        let older = wire.replacen("{\"v\":3,", old, 1);
        assert_eq!(
            note_for_log(older.as_bytes()),
            Some(Note::OldTable),
            "{old}"
        );
    }
    let newer = wire.replacen("{\"v\":3,", "{\"v\":9,", 1);
    assert_eq!(
        note_for_log(newer.as_bytes()),
        Some(Note::Refused(LiveError::Version { version: 9 }))
    );
    // In its one form: the game named after the nonce, where every client writes it.
    let loch_ness = wire.replacen("\"players\":", "\"game\":\"lochness\",\"players\":", 1);
    assert!(matches!(
        note_for_log(loch_ness.as_bytes()),
        Some(Note::Refused(LiveError::OtherGame { .. }))
    ));
    // A spoiled log is nobody's business but the protocol's.
    assert_eq!(note_for_log(b"{\"v\":3,\"settings\":"), None);
}
