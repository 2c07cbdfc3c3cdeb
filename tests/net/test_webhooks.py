"""Your-turn webhooks (issue 49, 4): called once per turn that passes to a player who is away,
to a receiver on 127.0.0.1 through the test-only allowance (a constructor argument no run of
`bazaar serve` passes); never to a refused address, whether written in the URL or resolved from
its host; a redirect is not followed; a few an hour per player; never the token; a hanging
receiver never holds up a move."""

from __future__ import annotations

import asyncio
import ipaddress
import json
import random
import ssl

import pytest

from common.net import webhooks
from common.net.client import Client
from common.net.errors import NetError
from common.net.protocol import BAD_URL
from common.net.webhooks import PER_HOUR, Webhooks, public
from tests.net.netkit import HOST, play, run, serving, table, turn_of, wait_for
from tests.net.webhookkit import Clock, Receiver, away, trusting


@pytest.mark.parametrize(
    "address",
    [
        "10.0.0.1",
        "172.16.5.4",
        "192.168.1.20",
        "127.0.0.1",
        "127.0.1.1",
        "169.254.169.254",  # a cloud's metadata service
        "100.64.0.1",
        str(ipaddress.IPv4Address(0)),  # the unspecified address (it reaches this host)
        "239.1.2.3",  # multicast
        "240.0.0.1",
        str(ipaddress.IPv4Address(2**32 - 1)),  # the limited broadcast address
        "::1",
        "::",
        "fe80::1",
        "fc00::1",
        "ff02::1",
        "::ffff:10.0.0.1",
        "::ffff:127.0.0.1",
        "64:ff9b::a00:1",  # NAT64 of 10.0.0.1
        "2002:a00:1::1",  # 6to4 of 10.0.0.1
        "2001:db8::1",
        "not an address",
    ],
)
def test_no_private_local_or_reserved_address_is_ever_called(address):
    assert not public(address)


@pytest.mark.parametrize("address", ["8.8.8.8", "1.1.1.1", "2606:4700:4700::1111"])
def test_global_addresses_may_be_called(address):
    assert public(address)


async def turn_room(url: str, language: str = "en") -> list[Client]:
    options = {"tempo": "turn", "language": language}
    return await table(url, "marrakech", ["local", "remote"], options=options)


def test_a_webhook_is_called_once_per_turn_passed_to_its_player_while_away():
    clock = Clock()

    async def scenario():
        receiver = Receiver()
        port = await receiver.start()
        hooks = Webhooks(clock, tls=trusting(), loopback_for_tests=True)
        async with serving(clock=clock, webhooks=hooks) as (_server, url):
            host, guest = await turn_room(url, "ru")  # the notice in the room's language
            code, token = host.room["code"], guest.token
            assert await guest.set_webhook(f"https://{HOST}:{port}/hook?topic=bazaar")
            with pytest.raises(NetError) as refused:
                await guest.set_webhook("https://10.1.2.3/hook")
            assert refused.value.code == BAD_URL
            await wait_for(guest, "error")  # read past it: her play meets no error
            await play(guest, random.Random(0), stop=turn_of(0, 0))  # her turn, if hers first
            mark = guest.record.cursor  # the action number the last turn ended at
            await guest.close()
            for turn in range(1, 4):
                await away(host, 1)
                await play(host, random.Random(turn), stop=turn_of(1, mark))
                await asyncio.wait_for(hooks.queue.join(), 10)
                assert len(receiver.requests) == turn and hooks.failures == 0
                clock.now += 3600  # a player's hourly share is a few: an hour between turns
                guest = await Client.connect(url)  # Leila comes back and plays her turn
                await guest.rejoin(code, token)
                await play(guest, random.Random(turn), stop=turn_of(0, host.record.cursor))
                mark = guest.record.cursor
                await guest.close()
            assert len(receiver.requests) == 3  # her own turns, played online, called nothing
            head, body = receiver.requests[0]
            assert head.startswith(b"POST /hook?topic=bazaar HTTP/1.1\r\n")
            said = json.loads(body)
            assert said["content"] == f"Ваш ход в игре Марракеш (комната {code})"
            assert all(token.encode() not in h + b for h, b in receiver.requests)
            await host.close()
        await receiver.stop()

    run(scenario(), 30.0)


def test_without_the_allowance_a_host_resolving_to_loopback_is_never_called():
    async def scenario():
        receiver = Receiver()
        port = await receiver.start()
        hooks = Webhooks(tls=trusting())  # as `bazaar serve` makes it
        with pytest.raises(ValueError, match="must not call"):
            await hooks.call(f"https://localhost:{port}/hook", "Your turn")
        with pytest.raises(NetError.__bases__[0]):  # Refused: written as an address
            await hooks.call(f"https://127.0.0.1:{port}/hook", "Your turn")
        assert receiver.requests == []
        await receiver.stop()

    run(scenario())


def test_a_redirect_is_not_followed():
    async def scenario():
        receiver = Receiver("302 Found")
        port = await receiver.start()
        hooks = Webhooks(tls=trusting(), loopback_for_tests=True)
        with pytest.raises(ValueError, match="302"):
            await hooks.call(f"https://{HOST}:{port}/hook", "Your turn")
        assert len(receiver.requests) == 1  # and nothing at the Location it named
        await receiver.stop()

    run(scenario())


def test_a_player_gets_a_few_an_hour_and_a_hanging_receiver_holds_up_no_move():
    clock = Clock()

    async def scenario():
        receiver = Receiver(hang=True)
        port = await receiver.start()
        hooks = Webhooks(clock, tls=trusting(), loopback_for_tests=True)
        async with serving(clock=clock, webhooks=hooks) as (_server, url):
            hook = f"https://{HOST}:{port}/"
            assert all(hooks.notify("ROOM/1", hook, "Your turn") for _ in range(PER_HOUR))
            assert not hooks.notify("ROOM/1", hook, "Your turn")  # past its share this hour
            assert hooks.notify("ROOM/2", hook, "Your turn")  # another player's own share
            clock.now += 3601
            assert hooks.notify("ROOM/1", hook, "Your turn")
            await asyncio.wait_for(receiver.arrived.wait(), 10)  # a call hangs there now
            host, guest = await turn_room(url)
            await play(host, random.Random(1), stop=turn_of(1, 0))
            assert host.record.state.current_player() == 1  # the moves went on meanwhile
            assert hooks.calls == 0 and hooks.failures == 0  # the hanging calls still wait
            await host.close()
            await guest.close()
        await receiver.stop()

    run(scenario(), 20.0)


def test_a_server_reads_the_trusted_certificates_at_its_first_call_once_and_verifies(monkeypatch):
    """A server that calls no webhook never reads the system's certificates (23 ms of CPU at
    each server's start before); the servers of a process read them once between them, and
    the calls still check the receiver's certificate and name."""
    reads = []
    read = ssl.create_default_context
    monkeypatch.setattr(ssl, "create_default_context", lambda **kw: reads.append(kw) or read(**kw))
    webhooks.default_tls.cache_clear()
    first, second = Webhooks(), Webhooks()
    assert reads == []
    tls = first.tls
    assert tls.verify_mode == ssl.CERT_REQUIRED and tls.check_hostname
    assert second.tls is tls and reads == [{}]
    given = trusting()
    assert Webhooks(tls=given).tls is given
