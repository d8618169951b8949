//! A device asking the host for a seat: the request it sends, sends again, and how it ended.

use super::{Seating, TableClient};
use crate::topics;
use crate::{InviteSecret, LiveError, Stage};

impl TableClient {
    /// Asks the host for a seat with the invite's `secret`, under `name`, in `seat` if it
    /// is free. Returns the request to publish (retained); it is kept to send again.
    pub fn ask(
        &mut self,
        secret: &InviteSecret,
        name: &str,
        seat: Option<usize>,
    ) -> Result<(String, Vec<u8>), LiveError> {
        let request = secret.request(self.id, &self.key, name, seat)?;
        if let Some(table) = &self.table {
            let gate = table.settings().gate.as_deref();
            if gate != Some(secret.gate().public().to_string().as_str()) {
                return Err(LiveError::NoTicket);
            }
        }
        let payload = request.to_wire();
        self.request = Some(request);
        self.request_again = false;
        Ok((topics::request(self.id, self.key.public()), payload))
    }

    /// The request to publish again, if it is still waiting and may have been missed (the
    /// host came back online, or a seating was undone); reading it clears the flag.
    pub fn take_request_again(&mut self) -> Option<(String, Vec<u8>)> {
        if !std::mem::take(&mut self.request_again) {
            return None;
        }
        self.pending_request()
    }

    /// The request, while it waits: to publish at every new connection.
    pub fn pending_request(&self) -> Option<(String, Vec<u8>)> {
        let request = self.request.as_ref()?;
        if self.seat().is_some()
            || self
                .table
                .as_ref()
                .is_some_and(|t| t.stage() != Stage::Seating)
        {
            return None;
        }
        Some((
            topics::request(self.id, self.key.public()),
            request.to_wire(),
        ))
    }

    /// This device's person's seat, if it holds one.
    pub fn seat(&self) -> Option<usize> {
        self.table.as_ref()?.person_seat_of(self.key.public())
    }

    /// How this device's request for a seat ended.
    pub fn seating(&self) -> Seating {
        let Some(request) = &self.request else {
            return self.seat().map_or(Seating::Waiting, Seating::Seated);
        };
        match (self.seat(), request.seat.map(usize::from)) {
            (Some(given), Some(asked)) if given != asked => {
                Seating::SeatedElsewhere { asked, given }
            }
            (Some(given), _) => Seating::Seated(given),
            (None, _)
                if self
                    .table
                    .as_ref()
                    .is_some_and(|t| t.stage() != Stage::Seating) =>
            {
                Seating::Full
            }
            (None, _) => Seating::Waiting,
        }
    }
}
