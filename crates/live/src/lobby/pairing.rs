//! The pairing rules of a seeker (see the module above): what it proposes, when it agrees,
//! goes, or lets a group go.

use super::{
    group_settings, Lobby, Proposal, Seek, EXCLUDE_MS, MEMBER_WAIT_MS, PROPOSAL_WAIT_MS,
    PROPOSED_MEMORY,
};
use crate::Table;

impl Lobby {
    /// Runs the pairing rules (see the module) on what this seeker knows now; returns
    /// whether its seek changed.
    pub(super) fn decide(&mut self) -> bool {
        if self.matched.is_some() {
            return false;
        }
        let me = self.me();
        let now = self.now;
        self.excluded.retain(|_, until| *until > now);
        let pool = self.pool();
        // A group this seeker proposed, which its leader went to.
        let went = pool
            .iter()
            .find(|s| s.seated && s.with.first() == Some(&s.key) && self.proposed.contains(&s.with))
            .map(|s| s.with.clone());
        if let Some(group) = went {
            return self.go(&group);
        }
        let free: Vec<Seek> = pool.into_iter().filter(|s| !s.seated).collect();
        let seek_of = |key: &str| free.iter().find(|s| s.key == key).cloned();
        let wanted = self.wanted(&free);
        let Some(Proposal {
            group,
            since,
            leader_round,
        }) = self.proposal.clone()
        else {
            let changed = wanted.is_some();
            self.propose(wanted);
            return changed;
        };
        let others: Vec<&String> = group.iter().filter(|k| **k != me).collect();
        // A group some member of which left the pool (gone, seated elsewhere, excluded)
        // can no longer be agreed.
        if others.iter().any(|k| seek_of(k).is_none()) {
            return self.drop_proposal();
        }
        // A group every other member of which already proposes is agreed at once: a seeker
        // waiting on an answer turns to it, unless it agreed to its leader's proposal (the
        // leader may be going to that table now).
        let held = group[0] != me && seek_of(&group[0]).is_some_and(|l| l.with == group);
        let complete = others
            .iter()
            .all(|k| seek_of(k).is_some_and(|s| s.with == group));
        if !held && !complete {
            if let Some(ready) = self.ready_group(&free) {
                if ready != group {
                    self.propose(Some(ready));
                    return true;
                }
            }
        }
        // Otherwise a proposal stands until its wait ends: a seeker that turned to a better
        // group on every message would keep the others turning too, and nobody would go.
        if group[0] == me {
            // The leader goes once every member agrees to its group as proposed now.
            let round = self.round;
            let agreed =
                |k: &&String| seek_of(k).is_some_and(|s| s.with == group && s.to == Some(round));
            if others.iter().all(agreed) {
                return self.go(&group);
            }
            if now < since + PROPOSAL_WAIT_MS {
                return false;
            }
            for key in others {
                if seek_of(key).is_none_or(|s| s.with != group) {
                    self.excluded.insert(key.clone(), now + EXCLUDE_MS);
                }
            }
            return self.drop_proposal();
        }
        // A member is held to its group while the leader may still go to it.
        let Some(leader) = seek_of(&group[0]) else {
            return self.drop_proposal();
        };
        if leader.with == group && leader_round != Some(leader.round) {
            let since = if leader_round.is_none() { now } else { since };
            self.proposal = Some(Proposal {
                group,
                since,
                leader_round: Some(leader.round),
            });
            self.changed = true;
            return true;
        }
        if now < since + MEMBER_WAIT_MS {
            return false;
        }
        // A leader that agreed and did not go, or never answered, is left out for a while.
        // One busy with another group is left out briefly, and longer each time: an honest
        // leader is busy once or twice, a crowd of false leaders that always are would
        // otherwise take this seeker's every wait.
        if leader.with == group || leader.with.is_empty() {
            self.excluded.insert(group[0].clone(), now + EXCLUDE_MS);
        } else {
            let strikes = self.busy_strikes.entry(group[0].clone()).or_insert(0);
            let wait = (MEMBER_WAIT_MS << (*strikes).min(8)).min(EXCLUDE_MS);
            *strikes += 1;
            self.excluded.insert(group[0].clone(), now + wait);
        }
        self.drop_proposal()
    }

    /// Drops the proposal and proposes anew.
    fn drop_proposal(&mut self) -> bool {
        self.proposal = None;
        self.changed = true;
        self.decide();
        true
    }

    /// The first group, by keys, that holds this seeker and that every other member of
    /// proposes now.
    fn ready_group(&self, free: &[Seek]) -> Option<Vec<String>> {
        let me = self.me();
        let proposes = |key: &String, group: &Vec<String>| {
            free.iter().any(|s| s.key == *key && s.with == *group)
        };
        free.iter()
            .map(|s| &s.with)
            .filter(|g| g.contains(&me))
            .filter(|g| g.iter().filter(|k| **k != me).all(|k| proposes(k, g)))
            .min()
            .cloned()
    }

    /// The group this seeker would propose now among `free` (rule 2), if there are enough.
    fn wanted(&self, free: &[Seek]) -> Option<Vec<String>> {
        let me = self.me();
        let mut others: Vec<(u8, &String)> = free
            .iter()
            .map(|s| {
                let rank = if s.with.contains(&me) {
                    0
                } else if !s.with.is_empty() {
                    1
                } else {
                    2
                };
                (rank, &s.key)
            })
            .collect();
        others.sort();
        let needed = usize::from(self.class.players) - 1;
        if others.len() < needed {
            return None;
        }
        let mut group: Vec<String> = others[..needed].iter().map(|(_, k)| (*k).clone()).collect();
        group.push(me);
        group.sort();
        Some(group)
    }

    fn propose(&mut self, group: Option<Vec<String>>) {
        let Some(group) = group else {
            return;
        };
        if self.proposed.last() != Some(&group) {
            self.proposed.push(group.clone());
            if self.proposed.len() > PROPOSED_MEMORY {
                self.proposed.remove(0);
            }
        }
        self.round = self.round.wrapping_add(1);
        self.proposal = Some(Proposal {
            group,
            since: self.now,
            leader_round: None,
        });
        self.changed = true;
    }

    /// Goes to the table of `group`, when every member's name is known.
    fn go(&mut self, group: &[String]) -> bool {
        let me = self.me();
        let members: Option<Vec<(String, String)>> = group
            .iter()
            .map(|key| {
                if *key == me {
                    return Some((key.clone(), self.name.clone()));
                }
                self.seeks
                    .get(key)
                    .map(|h| (key.clone(), h.seek.name.clone()))
            })
            .collect();
        let Some(members) = members else {
            return false;
        };
        let settings = group_settings(&self.class, &members);
        if Table::create(settings.clone()).is_err() {
            return false;
        }
        self.matched = Some(settings);
        self.changed = true;
        true
    }
}
